export function fmt120(x) {
  return `shared:quartz120:${x}`;
}
