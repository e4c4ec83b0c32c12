export function fmt96(x) {
  return `shared:sable96:${x}`;
}
