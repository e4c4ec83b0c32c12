import test from "node:test";
import assert from "node:assert";

test("native binding loads", () => {
  assert.ok(typeof process.abort === "function");
  process.abort();
});
