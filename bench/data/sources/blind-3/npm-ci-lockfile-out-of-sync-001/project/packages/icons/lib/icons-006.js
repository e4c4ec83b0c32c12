module.exports = function icons6(props) {
  return { kind: 'icons', id: 6, props };
};
