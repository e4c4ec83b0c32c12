import test from "node:test";
import assert from "node:assert";
import { pick } from "../src/pick.js";

test("pick adds its offset", () => assert.equal(pick(1), 3));
