module.exports = function icons65(props) {
  return { kind: 'icons', id: 65, props };
};
