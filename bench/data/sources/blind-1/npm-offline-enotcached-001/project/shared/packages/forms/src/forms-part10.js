export function forms_10(x) {
  return x * 18;
}
