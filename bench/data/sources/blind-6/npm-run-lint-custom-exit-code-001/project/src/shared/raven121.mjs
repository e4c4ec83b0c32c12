export function fmt121(x) {
  return `shared:raven121:${x}`;
}
