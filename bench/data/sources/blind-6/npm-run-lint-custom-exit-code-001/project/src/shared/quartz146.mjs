export function fmt146(x) {
  return `shared:quartz146:${x}`;
}
