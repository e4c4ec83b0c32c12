module.exports = function icons76(props) {
  return { kind: 'icons', id: 76, props };
};
