// The upload pipeline (issue 17): JPEG, PNG or WebP recognised by their bytes, at most 5 MB
// counted while the body streams, re-encoded into the site's widths and formats, stored in the
// database so every process serves them from /media/u/<id>-<width>.<ext>.
export {
  insertMedia,
  isRefused,
  mediaAudit,
  MAX_UPLOAD_BODY_BYTES,
  prepareImage,
  readRefusal,
  receiveUpload,
  storeUpload,
  UPLOAD_MESSAGES,
  type Actor,
  type PreparedImage,
  type Refused,
} from "./writes";
export { getMediaVariant } from "./queries";
export { sniffImageType, type ImageType } from "./sniff";
export { renderVariants, type MediaShape } from "./process";
export { mediaSources } from "./sources";
