import { Route, Routes } from 'react-router-dom';
import PlayerProfile from './PlayerProfile';
import PlayerSearch from './PlayerSearch';
import './players.css';

/** Players (issue 18): the search at players/, a profile at players/<id>. */
export default function PlayersPage() {
  return (
    <Routes>
      <Route index element={<PlayerSearch />} />
      <Route path=":id" element={<PlayerProfile />} />
    </Routes>
  );
}
