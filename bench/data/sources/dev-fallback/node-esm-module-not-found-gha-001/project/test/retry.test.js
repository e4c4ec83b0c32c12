import test from "node:test";
import assert from "node:assert";
import { retry } from "../src/retry.js";

test("retry adds its offset", () => assert.equal(retry(1), 4));
