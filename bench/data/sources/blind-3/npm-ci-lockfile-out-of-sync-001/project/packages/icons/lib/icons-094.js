module.exports = function icons94(props) {
  return { kind: 'icons', id: 94, props };
};
