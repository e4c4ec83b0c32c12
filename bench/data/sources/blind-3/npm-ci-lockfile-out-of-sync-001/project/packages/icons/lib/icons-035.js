module.exports = function icons35(props) {
  return { kind: 'icons', id: 35, props };
};
