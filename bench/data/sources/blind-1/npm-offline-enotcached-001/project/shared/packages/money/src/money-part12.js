export function money_12(x) {
  return x * 24;
}
