export function flags_3(x) {
  return x * 10;
}
