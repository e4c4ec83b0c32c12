module.exports = function icons4(props) {
  return { kind: 'icons', id: 4, props };
};
