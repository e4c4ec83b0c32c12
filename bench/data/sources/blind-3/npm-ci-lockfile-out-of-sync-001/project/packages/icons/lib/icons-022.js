module.exports = function icons22(props) {
  return { kind: 'icons', id: 22, props };
};
