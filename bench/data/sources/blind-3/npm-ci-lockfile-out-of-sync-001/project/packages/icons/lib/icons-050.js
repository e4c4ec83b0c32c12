module.exports = function icons50(props) {
  return { kind: 'icons', id: 50, props };
};
