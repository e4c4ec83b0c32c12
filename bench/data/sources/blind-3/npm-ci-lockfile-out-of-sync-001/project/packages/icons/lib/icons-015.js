module.exports = function icons15(props) {
  return { kind: 'icons', id: 15, props };
};
