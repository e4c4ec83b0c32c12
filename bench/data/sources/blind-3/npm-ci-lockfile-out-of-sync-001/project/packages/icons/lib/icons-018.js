module.exports = function icons18(props) {
  return { kind: 'icons', id: 18, props };
};
