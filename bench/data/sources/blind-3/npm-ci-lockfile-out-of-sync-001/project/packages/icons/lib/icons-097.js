module.exports = function icons97(props) {
  return { kind: 'icons', id: 97, props };
};
