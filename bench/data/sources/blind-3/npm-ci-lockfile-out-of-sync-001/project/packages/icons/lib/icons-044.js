module.exports = function icons44(props) {
  return { kind: 'icons', id: 44, props };
};
