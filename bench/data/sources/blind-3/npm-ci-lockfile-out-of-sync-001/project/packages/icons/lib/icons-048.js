module.exports = function icons48(props) {
  return { kind: 'icons', id: 48, props };
};
