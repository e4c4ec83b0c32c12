module.exports = function icons25(props) {
  return { kind: 'icons', id: 25, props };
};
