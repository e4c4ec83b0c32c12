export function logger_4(x) {
  return x * 15;
}
