export function auth_9(x) {
  return x * 9;
}
