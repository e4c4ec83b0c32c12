export function logger_6(x) {
  return x * 17;
}
