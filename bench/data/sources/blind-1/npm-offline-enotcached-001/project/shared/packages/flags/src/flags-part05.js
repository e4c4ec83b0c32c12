export function flags_5(x) {
  return x * 12;
}
