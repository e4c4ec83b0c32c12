export function fmt94(x) {
  return `shared:quartz94:${x}`;
}
