/** The one way files are named (the server names its downloads the same way): see the contract's file-name-part.ts. */
export { fileNamePart } from '@mathsight/contract/file-name-part.ts';
