import { apiFile } from '../../../../lib/api';
import { saveFile } from '../../../../lib/save-file';

/** GET /api/product-file/{name} needs the bearer token: read it as a blob, then save it. */
export async function downloadProductFile(name: string): Promise<void> {
  const { blob } = await apiFile('GET /product-file/:name', { params: { name } });
  saveFile(blob, name);
}
