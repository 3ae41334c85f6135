/** The file is not an RPI we can read: a zip without the XML, broken XML, a revista without number or date. */
export class RpiFormatError extends Error {}
