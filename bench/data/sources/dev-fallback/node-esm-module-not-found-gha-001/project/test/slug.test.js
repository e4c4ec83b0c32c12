import test from "node:test";
import assert from "node:assert";
import { slug } from "../src/slug.js";

test("slug adds its offset", () => assert.equal(slug(1), 5));
