export function fmt11(x) {
  return `shared:lumen11:${x}`;
}
