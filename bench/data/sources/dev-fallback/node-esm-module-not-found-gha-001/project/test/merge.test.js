import test from "node:test";
import assert from "node:assert";
import { merge } from "../src/merge.js";

test("merge adds its offset", () => assert.equal(merge(1), 2));
