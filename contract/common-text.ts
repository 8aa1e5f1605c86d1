/**
 * The shared texts and limits, apart from the schemas that use them (common.ts): a page
 * that shows one of them does not build zod and every schema on a phone (issue 32).
 * Nothing here imports zod.
 */

/** Spanish texts shared by forms and server answers (spec §5, DECISIONS §6). */
export const MSG = {
  name: 'Completá el nombre',
  email: 'Email incorrecto',
  phone: 'Danos un teléfono o celular',
  password: 'La contraseña tiene que tener 8 caracteres como mínimo',
  passwordTooLong: 'La contraseña puede tener hasta 128 caracteres',
  repeatPassword: 'Las contraseñas no son iguales',
  terms: 'Tenés que estar de acuerdo con los Términos y condiciones',
  emailExists: 'Email ya existe!',
  badCredentials: 'Usuario o Contraseña incorrectos',
  inactive: 'Tu cuenta no está activa. Escribinos si creés que es un error.',
  unauthenticated: 'Tenés que iniciar sesión para continuar',
  forbidden: 'No tenés permiso para hacer esto',
  notFound: 'No encontramos lo que buscás',
  fileNotFound: 'No encontramos ese archivo',
  invalid: 'Revisá los datos enviados',
  tooManyRequests: 'Demasiados intentos. Esperá unos minutos y volvé a probar.',
  imageFormat: '¡Este formato no lo aceptamos! Solo JPG o PNG',
  imageTooBig: 'Imagen demasiado pesada, máximo 3 MB',
  imagePixels: 'La imagen es demasiado grande: máximo 50 megapíxeles',
  fileFormat: '¡Este formato no lo aceptamos! Solo JPG, PNG o PDF',
  fileTooBig: 'Archivo demasiado pesado, máximo 20 MB',
  tooManyFiles: 'Demasiados archivos en un solo envío',
  server: 'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.',
  notReady: 'El servidor no está listo para atender: falla una de sus partes',
  databaseDown: 'La base de datos no responde',
  storageDown: 'El almacenamiento de archivos no responde',
  invalidJson: 'El cuerpo del pedido no es JSON válido',
  emptyJson: 'El cuerpo del pedido está vacío',
  tooLarge: 'El pedido es demasiado grande',
  mediaType: 'Tipo de contenido no aceptado',
  contentLength: 'Largo del contenido inválido',
  notMultipart: 'Se esperaba un formulario multipart',
  tooManyFields: 'Demasiados campos en el formulario',
  badForm: 'Formulario inválido',
  incompleteForm: 'El formulario llegó incompleto o mal formado',
  invalidId: 'Identificador inválido',
  badChars: 'El texto tiene caracteres no permitidos',
  badDate: 'Fecha inválida',
  dateOutOfRange: 'La fecha tiene que estar entre los años 1900 y 9999',
  badNumber: 'Tiene que ser un número',
} as const;

export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  imageMaxBytes: 3_000_000,
  fileMaxBytes: 20_000_000,
  maxFilesPerRequest: 10,
} as const;
