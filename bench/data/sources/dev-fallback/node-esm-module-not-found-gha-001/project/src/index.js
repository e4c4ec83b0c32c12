import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { clamp } from "./clamp.js";

const config = parse(readFileSync("config.yml", "utf8"));
console.log(`workers: ${clamp(config.workers)}`);
