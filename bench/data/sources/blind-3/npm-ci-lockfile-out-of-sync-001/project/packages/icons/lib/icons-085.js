module.exports = function icons85(props) {
  return { kind: 'icons', id: 85, props };
};
