module.exports = function icons9(props) {
  return { kind: 'icons', id: 9, props };
};
