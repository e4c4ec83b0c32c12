export function logger_10(x) {
  return x * 21;
}
