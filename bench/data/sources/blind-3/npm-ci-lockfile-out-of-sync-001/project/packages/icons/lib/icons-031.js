module.exports = function icons31(props) {
  return { kind: 'icons', id: 31, props };
};
