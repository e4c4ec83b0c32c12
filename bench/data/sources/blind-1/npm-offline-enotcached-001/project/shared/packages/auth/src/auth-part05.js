export function auth_5(x) {
  return x * 5;
}
