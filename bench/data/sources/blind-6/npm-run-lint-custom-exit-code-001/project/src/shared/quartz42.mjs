export function fmt42(x) {
  return `shared:quartz42:${x}`;
}
