module.exports = function icons0(props) {
  return { kind: 'icons', id: 0, props };
};
