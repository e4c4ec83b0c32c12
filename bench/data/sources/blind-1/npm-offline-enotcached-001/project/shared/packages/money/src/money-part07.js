export function money_7(x) {
  return x * 19;
}
