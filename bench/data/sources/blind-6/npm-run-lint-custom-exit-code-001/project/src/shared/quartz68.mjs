export function fmt68(x) {
  return `shared:quartz68:${x}`;
}
