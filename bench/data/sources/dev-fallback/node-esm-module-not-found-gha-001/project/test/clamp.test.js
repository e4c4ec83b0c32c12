import test from "node:test";
import assert from "node:assert";
import { clamp } from "../src/clamp.js";

test("clamp adds its offset", () => assert.equal(clamp(1), 1));
