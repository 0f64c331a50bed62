/**
 * One declaration per account-scoped resource (define-resource.ts); list/get/create/update/delete and
 * batch are generated from it (resource-operations.ts), and the same functions serve the console and
 * background jobs. Tables share id, account_id, deleted, created_at, updated_at; columns carry the
 * interface's names. This module gathers the kernel's resource functions for their callers.
 */
export type {
  BatchOp,
  Limit,
  Parents,
  Reference,
  ResourceDecl,
  Row,
  ZObject,
} from "./resource-decl";
export { columnsOf, findRow, readRow } from "./find-row";
export { tableRows } from "./table-rows";
export { listParamsSchema } from "./list-params";
export { deleteRecord, inTx, updateRecord } from "./write-record";
export { createMany, createRecord, stageCreate } from "./create-record";
