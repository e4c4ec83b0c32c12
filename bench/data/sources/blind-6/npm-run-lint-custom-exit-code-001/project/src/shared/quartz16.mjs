export function fmt16(x) {
  return `shared:quartz16:${x}`;
}
