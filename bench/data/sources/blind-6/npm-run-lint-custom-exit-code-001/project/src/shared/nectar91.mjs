export function fmt91(x) {
  return `shared:nectar91:${x}`;
}
