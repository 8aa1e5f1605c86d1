import type { FileRejection } from '@mantine/dropzone';
import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { PHOTO_MSG } from './photos';
import { rejectionMessage, UPLOAD_RULES, uploadErrorOf } from './upload-rules';

const rejected = (code: string) =>
  [{ file: new File([], 'x'), errors: [{ code, message: '' }] }] as unknown as FileRejection[];

describe('upload refusals in the product words (DECISIONS §6)', () => {
  it('names the format or the size', () => {
    expect(rejectionMessage('image', rejected('file-invalid-type'))).toBe(MSG.imageFormat);
    expect(rejectionMessage('image', rejected('file-too-large'))).toBe(MSG.imageTooBig);
    expect(rejectionMessage('file', rejected('file-too-large'))).toBe(MSG.fileTooBig);
    expect(rejectionMessage('photo', rejected('file-too-large'))).toBe(PHOTO_MSG.tooBig);
    expect(rejectionMessage('photo', rejected('too-many-files'), false)).toBe(
      'Elegí una sola foto',
    );
  });

  it("takes a client's photo as the phone took it: up to 20 MB, a HEIC by its name too", () => {
    expect(UPLOAD_RULES.photo.maxSize).toBe(20_000_000);
    expect(UPLOAD_RULES.photo.accept).toEqual({
      'image/*': [],
      'image/heic': ['.heic'],
      'image/heif': ['.heif'],
    });
    expect(UPLOAD_RULES.image.maxSize).toBe(3_000_000);
  });

  it('says how many files a zone takes', () => {
    expect(rejectionMessage('image', rejected('too-many-files'))).toMatch(/^Podés subir hasta \d+/);
    expect(rejectionMessage('image', rejected('too-many-files'), false)).toBe(
      'Elegí una sola imagen',
    );
    expect(rejectionMessage('file', rejected('too-many-files'), false)).toBe(
      'Elegí un solo archivo',
    );
  });

  it('recognises a save refused because of its files', () => {
    expect(
      uploadErrorOf(
        { status: 400, message: MSG.imageFormat, errors: {}, code: 'common.imageFormat' },
        'image',
      ),
    ).toBe(MSG.imageFormat);
    expect(uploadErrorOf({ status: 413, message: '', errors: {} }, 'image')).toBe(MSG.imageTooBig);
    expect(uploadErrorOf({ status: 400, message: 'Otra cosa', errors: {} }, 'image')).toBeNull();
  });
});
